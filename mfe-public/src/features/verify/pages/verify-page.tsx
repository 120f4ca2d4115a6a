import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatIstDate, type CertificateVerification } from '@yoga/contracts';
import { useCatalog, useLocale } from '@yoga/i18n';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { useInitialData } from '../../../shared/initial-data';
import pageStyles from '../../../shared/components/page.module.css';
import { verifyCatalog } from '../i18n';

type State =
  | { kind: 'loading' }
  | { kind: 'found'; certificate: CertificateVerification }
  | { kind: 'missing' }
  | { kind: 'failed' };

/** What the server drew the page with: the certificate, or `missing` (no certificate has the code). */
function initialState(certificate: CertificateVerification | null | undefined): State {
  if (certificate === undefined) return { kind: 'loading' };
  return certificate ? { kind: 'found', certificate } : { kind: 'missing' };
}

/**
 * /verify/:code: confirms a challenge certificate (the code printed on it) with the name, the
 * challenge and its dates only. Drawn on the server with the certificate (404 when no certificate has the
 * code), with Open Graph tags naming the holder and the challenge, so a shared link shows a preview card;
 * a client-side visit asks GET /api/certificates/:code.
 */
export default function VerifyPage() {
  useCatalog(verifyCatalog);
  const { t, locale } = useLocale();
  const { code = '' } = useParams();
  const drawn = useInitialData()?.certificate;
  const [state, setState] = useState<State>(() => initialState(drawn));
  const dateLocale = locale === 'hi' ? 'hi-IN' : 'en-IN';
  const certificate = state.kind === 'found' ? state.certificate : null;
  const challenge = certificate?.challenge[locale === 'hi' ? 'hi' : 'en'] ?? '';
  const dates = certificate
    ? t('public.verify.datesValue', {
        from: formatIstDate(certificate.starts_on, dateLocale),
        to: formatIstDate(certificate.ends_on, dateLocale),
      })
    : '';
  usePageMeta(
    certificate
      ? t('public.verify.meta.title', { name: certificate.name, challenge })
      : t('public.verify.title'),
    certificate
      ? t('public.verify.meta.description', {
          name: certificate.name,
          challenge,
          dates,
          code: certificate.code,
        })
      : t('public.verify.description'),
    { notFound: state.kind === 'missing' },
  );

  useEffect(() => {
    // The server's answer is already on the page (a visit from a shared link).
    if (drawn !== undefined) return;
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
  }, [code, drawn]);

  return (
    <main id="main-content" className={`${pageStyles.main} ${pageStyles.container}`}>
      <h1 className={pageStyles.title}>{t('public.verify.title')}</h1>
      <div aria-live="polite" data-testid="verify-result">
        {state.kind === 'loading' ? <p>{t('public.verify.checking', { code })}</p> : null}
        {certificate ? (
          <>
            <p>
              <strong>{t('public.verify.valid', { code: certificate.code })}</strong>
            </p>
            <dl>
              <dt>{t('public.verify.name')}</dt>
              <dd>{certificate.name}</dd>
              <dt>{t('public.verify.challenge')}</dt>
              <dd>{challenge}</dd>
              <dt>{t('public.verify.dates')}</dt>
              <dd>{dates}</dd>
            </dl>
          </>
        ) : null}
        {state.kind === 'missing' ? <p>{t('public.verify.missing', { code })}</p> : null}
        {state.kind === 'failed' ? <p>{t('public.verify.failed')}</p> : null}
      </div>
    </main>
  );
}
