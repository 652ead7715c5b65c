import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/site/home-page';
import { NotFoundPage } from '../features/site/not-found-page';

export const routes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: '*', element: <NotFoundPage /> },
];
