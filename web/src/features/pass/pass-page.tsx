import { CONFERENCE } from '@domain/conference';
import { HomeMarksLink } from '../../components/ui/home-marks-link';
import { PASS_ELEMENTS as ID, PASS_LOADING } from './pass-elements';

/**
 * The entry pass's markup, rendered once at build time into pass/_code.html (web/scripts/prerender.ts).
 * The page loads no React and no router: its one small script (pass-entry.ts) draws the QR code
 * and fills these elements in from GET /api/passes/{code}.
 */
export function PassPage() {
  return (
    <>
      <header className="pass-header">
        <HomeMarksLink className="pass-header__home" />
      </header>
      <main id="main" className="pass">
        <h1 className="pass__title">Entry pass</h1>
        <p className="pass__event">
          <span id={ID.conference}>{CONFERENCE.name}</span>
          <span id={ID.dates} className="pass__dates">
            {CONFERENCE.datesLabel}
          </span>
        </p>
        {/* The square keeps its room while the pass loads, so nothing moves when the code appears. */}
        <div id={ID.qrBox} className="pass__qr">
          <img id={ID.qr} alt="" width={296} height={296} hidden />
        </div>
        <p id={ID.status} role="status" className="pass__status" tabIndex={-1}>
          {PASS_LOADING}
        </p>
        <div className="pass__problem">
          <p id={ID.problem} role="alert" />
          <button id={ID.retry} type="button" className="button button--secondary pass__button" hidden>
            Try again
          </button>
        </div>
        <dl id={ID.details} className="pass__details" hidden>
          <div className="pass__person">
            <dt className="visually-hidden">Name</dt>
            <dd id={ID.name} className="pass__name" />
          </div>
          <div>
            <dt>Organization</dt>
            <dd id={ID.organization} />
          </div>
          <div>
            <dt>Registration</dt>
            <dd id={ID.tier} />
          </div>
          {/* The desk tells apart people of the same name by it. */}
          <div>
            <dt>Pass ending</dt>
            <dd id={ID.ending} />
          </div>
        </dl>
        <div className="pass__save">
          <button id={ID.save} type="button" className="button pass__button" aria-describedby={ID.saveHint} hidden>
            Save pass as image
          </button>
          <p id={ID.saveHint} className="pass__hint" hidden>
            Keeps the QR code with your name as a picture on this device, to show at the desk without a connection.
          </p>
        </div>
        <p id={ID.note} className="pass__note">
          Show this QR code at the registration desk on each day of the conference. Turn your screen&rsquo;s brightness
          up: the desk&rsquo;s camera reads a bright code at once.
        </p>
        {/* Last on the page: the line that says the pass is kept here moves nothing when it appears. */}
        <p id={ID.kept} className="pass__hint" hidden />
        <noscript>
          <p className="pass__status">This pass needs JavaScript to draw its QR code.</p>
        </noscript>
      </main>
    </>
  );
}
