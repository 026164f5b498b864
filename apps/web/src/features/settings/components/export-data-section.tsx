import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { intlLocale } from '../../../lib/intl-locale.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { downloadExport, type ExportProgress, saveFile } from '../api/account-data.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress }
  | { kind: 'done'; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: 'tooMany' | 'failed' };

function formatBytes(bytes: number, language: string): string {
  const megabytes = bytes / (1024 * 1024);
  const [unit, value] = megabytes >= 1 ? ['megabyte', megabytes] : ['kilobyte', Math.max(bytes / 1024, 0.1)];
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}

/** "Download your data": the zip streamed with the access token, with its progress and a way to stop it. */
export function ExportDataSection() {
  const { t, i18n } = useTranslation('settings-account-data');
  const { session } = useSession();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    if (!session) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', progress: { received: 0, total: null } });
    try {
      const file = await downloadExport(
        session.access_token,
        (progress) => setState({ kind: 'running', progress }),
        abort.signal,
      );
      saveFile(file);
      setState({ kind: 'done', fileName: file.fileName });
    } catch (error) {
      if (abort.signal.aborted) {
        setState({ kind: 'cancelled' });
        return;
      }
      const tooMany = error instanceof ApiRequestError && error.code === 'rate_limited';
      setState({ kind: 'failed', reason: tooMany ? 'tooMany' : 'failed' });
    } finally {
      controller.current = null;
    }
  };

  const running = state.kind === 'running' ? state.progress : null;
  const percent = running?.total ? Math.min(100, Math.round((running.received / running.total) * 100)) : null;
  return (
    <section aria-labelledby="settings-export-title" className="flex flex-col gap-4">
      <div>
        <h2 id="settings-export-title" className="font-bold text-foreground text-xl">
          {t('export.title')}
        </h2>
        <p className="mt-1 text-muted">{t('export.intro')}</p>
      </div>
      {state.kind === 'done' ? (
        <FormAlert tone="success">{t('export.done', { fileName: state.fileName })}</FormAlert>
      ) : null}
      {state.kind === 'cancelled' ? <FormAlert tone="info">{t('export.cancelled')}</FormAlert> : null}
      {state.kind === 'failed' ? (
        <FormAlert tone="error">
          {state.reason === 'tooMany' ? t('export.tooMany') : t('export.failed')}
        </FormAlert>
      ) : null}
      {running ? (
        <div className="flex flex-col gap-3">
          <progress
            className="h-3 w-full overflow-hidden rounded-full accent-primary"
            aria-label={t('export.progressLabel')}
            max={100}
            {...(percent === null ? {} : { value: percent })}
          />
          <p role="status" aria-live="polite" className="text-foreground">
            {running.received === 0
              ? t('export.preparing')
              : running.total
                ? t('export.progress', {
                    received: formatBytes(running.received, i18n.language),
                    total: formatBytes(running.total, i18n.language),
                  })
                : t('export.progressUnknown', { received: formatBytes(running.received, i18n.language) })}
          </p>
          <Button
            variant="secondary"
            size="lg"
            className="sm:self-start"
            onClick={() => controller.current?.abort()}
          >
            {t('export.cancel')}
          </Button>
        </div>
      ) : (
        <Button size="lg" className="sm:self-start" onClick={() => void start()} disabled={!session}>
          <Download aria-hidden="true" className="size-5 shrink-0" />
          {t('export.start')}
        </Button>
      )}
    </section>
  );
}
