import { Outlet } from 'react-router-dom';
import { TitleSync } from './title-sync';

/** The root of every page: keeps the title in step and renders the matched route. */
export function RootLayout() {
  return (
    <>
      <TitleSync />
      <Outlet />
    </>
  );
}
