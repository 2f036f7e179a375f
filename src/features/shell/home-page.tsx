import { HomeProjects } from './home-projects';
import { HomeShortcuts } from './home-shortcuts';
import { HomeWelcome } from './home-welcome';
import './home-page.css';

/** The landing page: who is signed in, their projects and their pages. Only real data, nothing invented. */
export function HomePage() {
  return (
    <div className="sluice-home" data-testid="home-page">
      <HomeWelcome />
      <div className="sluice-home__columns">
        <HomeProjects />
        <HomeShortcuts />
      </div>
    </div>
  );
}
