import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that cannot load or throws while rendering, so header and footer stay. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote could not load or failed while rendering', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    return this.state.failed ? <RemoteFallback onRetry={this.retry} /> : this.props.children;
  }
}
