import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatIstDate, type CertificateVerification } from '@yoga/contracts';
import { useCatalog, useLocale } from '@yoga/i18n';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { verifyCatalog } from '../i18n';

type State =
  | { kind: 'loading' }
  | { kind: 'found'; certificate: CertificateVerification }
  | { kind: 'missing' }
  | { kind: 'failed' };

/**
 * /verify/:code: confirms a challenge certificate (the code printed on it) with the name, the
 * challenge and its dates only, from GET /api/certificates/:code.
 */
export default function VerifyPage() {
  useCatalog(verifyCatalog);
  const { t, locale } = useLocale();
  const { code = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  usePageMeta(t('public.verify.title'), t('public.verify.description'));

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    fetch(`/api/certificates/${encodeURIComponent(code)}`, {
      headers: { Accept: 'application/json' },
    })
      .then(async (res) => {
        if (!live) return;
        if (res.ok)
          setState({ kind: 'found', certificate: (await res.json()) as CertificateVerification });
        else setState({ kind: res.status === 404 ? 'missing' : 'failed' });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [code]);

  const dateLocale = locale === 'hi' ? 'hi-IN' : 'en-IN';
  return (
    <main id="main-content" className={`${pageStyles.main} ${pageStyles.container}`}>
      <h1 className={pageStyles.title}>{t('public.verify.title')}</h1>
      <div aria-live="polite" data-testid="verify-result">
        {state.kind === 'loading' ? <p>{t('public.verify.checking', { code })}</p> : null}
        {state.kind === 'found' ? (
          <>
            <p>
              <strong>{t('public.verify.valid', { code: state.certificate.code })}</strong>
            </p>
            <dl>
              <dt>{t('public.verify.name')}</dt>
              <dd>{state.certificate.name}</dd>
              <dt>{t('public.verify.challenge')}</dt>
              <dd>{state.certificate.challenge[locale === 'hi' ? 'hi' : 'en']}</dd>
              <dt>{t('public.verify.dates')}</dt>
              <dd>
                {t('public.verify.datesValue', {
                  from: formatIstDate(state.certificate.starts_on, dateLocale),
                  to: formatIstDate(state.certificate.ends_on, dateLocale),
                })}
              </dd>
            </dl>
          </>
        ) : null}
        {state.kind === 'missing' ? <p>{t('public.verify.missing', { code })}</p> : null}
        {state.kind === 'failed' ? <p>{t('public.verify.failed')}</p> : null}
      </div>
    </main>
  );
}
