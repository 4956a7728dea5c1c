import { Component, type ErrorInfo, type ReactNode } from 'react';

interface FailureBoundaryProps {
  /** What a visitor reads in the part's place. */
  fallback: ReactNode;
  /** Named in the log, to tell which part failed. */
  part: string;
  /**
   * Where the visitor is: a failed part going to another page (the connection back, perhaps) tries
   * again, after `onReset`. Without it only a new `key` tries again.
   */
  resetOn?: string;
  onReset?: () => void;
  children: ReactNode;
}

/**
 * Keeps a failure to one part of the page (a remote's area, the footer's form): its code could
 * not arrive (a phone losing its connection) or it threw while rendering. Without a boundary React
 * takes down everything up to the nearest one: the whole page and what the visitor typed in it.
 * The part shows `fallback` instead; give the boundary a new `key` to try the part again.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.part} could not load or failed while rendering`, error, info.componentStack);
  }

  componentDidUpdate(previous: FailureBoundaryProps, previousState: { failed: boolean }) {
    // A part that failed on the way to this address (its chunk did not arrive after a tap, which
    // moves the address in the same update) shows its failure; only a move after it tries again.
    if (previousState.failed && this.state.failed && previous.resetOn !== this.props.resetOn) {
      this.props.onReset?.();
      this.setState({ failed: false });
    }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
