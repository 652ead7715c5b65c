// A PDF inside the record page, where the browser can draw one. Phones' browsers and Chromium's
// headless shell have no PDF viewer: a frame pointing at a PDF there starts a download, or is given
// up mid-load, instead of showing it. They get a link that opens it in a tab of its own.

/** False where the browser says it shows no PDF inside a page (`navigator.pdfViewerEnabled`). */
const drawsPdfInPage = () => navigator.pdfViewerEnabled !== false;

export function PdfView({ url, title, className }: { url: string; title: string; className: string }) {
  return drawsPdfInPage() ? (
    <iframe className={className} src={url} title={title} />
  ) : (
    <p>
      This browser shows no PDF inside the page:{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        open {title} in a new tab
      </a>
      .
    </p>
  );
}
