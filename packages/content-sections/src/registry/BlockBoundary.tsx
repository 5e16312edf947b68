'use client';

import { Component, type ReactNode, Suspense } from 'react';

export interface BlockBoundaryProps {
  /** The section's CMS type and position, for the log. */
  type: string;
  index: number;
  children: ReactNode;
}

/**
 * Contains a block that throws, so that the rest of the page renders. In the browser the error
 * boundary catches it; while rendering on the server (where error boundaries do not run) the
 * Suspense boundary does: React renders its empty fallback there and tries the block again in the
 * browser, where the error boundary has the last word.
 */
export function BlockBoundary({ type, index, children }: BlockBoundaryProps) {
  return (
    <BlockErrorBoundary type={type} index={index}>
      <Suspense fallback={null}>{children}</Suspense>
    </BlockErrorBoundary>
  );
}

class BlockErrorBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[sections] ${this.props.type} (section ${this.props.index}) failed to render:`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
