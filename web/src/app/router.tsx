import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { routes } from './routes';

export const router = createBrowserRouter([{ element: <RootLayout />, children: routes }]);
