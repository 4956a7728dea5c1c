// Node entry of the production build: every page of remote-public as HTML (build/server-render-config.ts).
import { prerenderRemote } from 'shared-ui/server';
import App, { build } from './App';
import { publicPageHead } from './pages/page-heads';

export default () => prerenderRemote('remote_public', App, build, publicPageHead);
