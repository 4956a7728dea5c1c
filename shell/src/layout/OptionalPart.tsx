import { Component, type ErrorInfo, type ReactNode } from 'react';

interface OptionalPartProps {
  /** Shown instead of the part when its code could not arrive. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A part of the frame the page can do without (the footer's form, the toasts' container), loaded
 * with its own code. If that code cannot arrive (a phone losing its connection), React would take
 * down everything up to the nearest boundary: the whole page and what the visitor typed in it.
 * This boundary keeps the failure to the part, which shows `fallback` instead.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the page could not load', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
