import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

interface Props {
  /** Names the screen in the message, e.g. "Search". */
  screen: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps one broken screen from blanking the app: shows what failed and a way to try again. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.screen} screen failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="screen-error">
        <ErrorPanel
          error={{
            kind: 'unexpected_response',
            message: `The ${this.props.screen} screen stopped: ${this.state.error.message || this.state.error.name}`,
          }}
          onRetry={() => this.setState({ error: null })}
          retryNeedsQuota={false}
        />
      </div>
    );
  }
}
