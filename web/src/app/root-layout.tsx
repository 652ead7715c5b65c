import { Outlet } from 'react-router-dom';

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
