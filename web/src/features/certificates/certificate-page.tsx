import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { certificateViewSchema, type CertificateView } from '@domain/api/certificates';
import { certificatePath, normalizeCertificateCode } from '@domain/certificate';
import { CERTIFICATE_CHECK_UNREACHABLE, CERTIFICATE_CODE_MALFORMED } from '@domain/messages';
import { TextField } from '../../components/form/field';
import { PageHero } from '../../components/ui/page-hero';
import { getJson } from '../../lib/api-client';
import { formatCalendarDay } from '../../content/calendar';
import './certificate-page.css';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'found'; certificate: CertificateView }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' };

const pdfUrlOf = (code: string) => `/api/certificates/${encodeURIComponent(code)}/certificate.pdf`;

/** GET /api/certificates/{code}: the certificate, the server's refusal, or no answer. */
async function checkCertificate(code: string, signal: AbortSignal): Promise<Outcome> {
  try {
    const answer = await getJson(`/api/certificates/${encodeURIComponent(code)}`, { signal });
    if (!answer.success) return { kind: 'refused', message: answer.error ?? CERTIFICATE_CHECK_UNREACHABLE };
    const parsed = certificateViewSchema.safeParse((answer as { data?: unknown }).data);
    return parsed.success ? { kind: 'found', certificate: parsed.data } : { kind: 'unreachable' };
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'unreachable' };
  }
}

// One prerendered file serves every /certificates/{code} (a Hosting rewrite), so the first render
// depends on no code: the page opens "checking" and asks in an effect. This is where a certificate's
// QR code and its mail lead, and where a refused download lands: every answer is a page.
export function CertificatePage() {
  const { code: typed = '' } = useParams();
  const navigate = useNavigate();
  const canonical = normalizeCertificateCode(typed);
  const [answer, setAnswer] = useState<{ code: string; outcome: Outcome } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const outcome: Outcome =
    canonical === null
      ? { kind: 'refused', message: CERTIFICATE_CODE_MALFORMED }
      : answer?.code === canonical
        ? answer.outcome
        : { kind: 'checking' };

  useEffect(() => {
    if (canonical === null) return;
    // A number typed in another case or without its hyphens: the address becomes the printed one.
    if (canonical !== typed) {
      void navigate(certificatePath(canonical), { replace: true });
      return;
    }
    const controller = new AbortController();
    checkCertificate(canonical, controller.signal).then(
      (result) => setAnswer({ code: canonical, outcome: result }),
      () => {
        // Aborted: the page was left or the number changed.
      },
    );
    return () => controller.abort();
  }, [canonical, typed, navigate, attempt]);

  return (
    <>
      <PageHero title="Certificate of participation">Checking a certificate by its number.</PageHero>
      <section className="section prose certificate-check" aria-labelledby="certificate-result">
        <CheckResult outcome={outcome} code={canonical ?? typed} onRetry={() => setAttempt((n) => n + 1)} />
        <CheckAnother />
      </section>
    </>
  );
}

function CheckResult({ outcome, code, onRetry }: { outcome: Outcome; code: string; onRetry: () => void }) {
  switch (outcome.kind) {
    case 'checking':
      return (
        <div role="status">
          <h2 id="certificate-result">Checking certificate No. {code}…</h2>
        </div>
      );
    case 'found': {
      const { certificate } = outcome;
      return (
        <div role="status" className="certificate-check__found">
          <h2 id="certificate-result">Certificate No. {certificate.code} is genuine</h2>
          <p>We issued this {certificate.title.toLowerCase()}:</p>
          <dl className="certificate-check__facts">
            <div>
              <dt>Issued to</dt>
              <dd>{certificate.name}</dd>
            </div>
            <div>
              <dt>Of</dt>
              <dd>{certificate.organization}</dd>
            </div>
            <div>
              <dt>For</dt>
              <dd>Having {certificate.statement}</dd>
            </div>
            <div>
              <dt>Issued on</dt>
              <dd>{formatCalendarDay(certificate.issuedOn)}</dd>
            </div>
          </dl>
          <p>
            <a className="button" href={pdfUrlOf(certificate.code)} download>
              Download the certificate (PDF)
            </a>
          </p>
        </div>
      );
    }
    case 'refused':
      return (
        <div role="alert">
          <h2 id="certificate-result">This number is not a certificate of ours</h2>
          <p>{outcome.message}</p>
        </div>
      );
    case 'unreachable':
      return (
        <div role="alert">
          <h2 id="certificate-result">The certificate could not be checked</h2>
          <p>{CERTIFICATE_CHECK_UNREACHABLE}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            Check again
          </button>
        </div>
      );
  }
}

/** A number read off a printed certificate: typed, it opens that certificate's page. */
function CheckAnother() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeCertificateCode(value);
    if (code === null) {
      setProblem(CERTIFICATE_CODE_MALFORMED);
      return;
    }
    setProblem(null);
    setValue('');
    void navigate(certificatePath(code));
  }

  return (
    <form className="certificate-check__form" onSubmit={submit} noValidate aria-labelledby="certificate-another">
      <h2 id="certificate-another">Check another certificate</h2>
      <TextField
        label="Certificate number"
        hint="As printed at the foot of the certificate, such as 7K2M-Q9XD-4HRT-B3CA."
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={problem}
      />
      <button type="submit" className="button">
        Check
      </button>
    </form>
  );
}
