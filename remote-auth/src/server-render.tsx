// Node entry of the production build: the auth screens as HTML (build/server-render-config.ts).
import { prerenderRemote } from 'shared-ui/server';
import App, { build } from './App';
import { authPageHead } from './lib/page-heads';

export default () => prerenderRemote('remote_auth', App, build, authPageHead);
