import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FriendlyError } from './FriendlyError';

interface State {
  error: Error | null;
}

/** Last line of defence: a rendering error shows a friendly Chinese page instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('页面渲染出错', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <FriendlyError onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
