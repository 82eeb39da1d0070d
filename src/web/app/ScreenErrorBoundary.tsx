import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState';
import { ChunkLoadError } from '../lib/lazyScreen';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches what a screen throws while rendering, above all a chunk that failed or timed out
 * (for example after a new deploy), and shows an error state with a reload button.
 * The layout keys it by path, so moving to another screen starts afresh.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (error) return <ScreenErrorState chunkFailed={error instanceof ChunkLoadError} />;
    return this.props.children;
  }
}

function ScreenErrorState({ chunkFailed }: { chunkFailed: boolean }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('somethingWentWrong')}
      message={chunkFailed ? t('chunkLoadFailed') : t('unexpectedError')}
      actionLabel={t('reload')}
      onAction={() => window.location.reload()}
    />
  );
}
