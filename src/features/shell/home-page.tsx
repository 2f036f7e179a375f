import { Col, Row } from 'antd';
import { HomeProjects } from './home-projects';
import { HomeShortcuts } from './home-shortcuts';
import { HomeWelcome } from './home-welcome';
import './home-page.css';

/** The landing page: who is signed in, their projects and their pages. Only real data, nothing invented. */
export function HomePage() {
  return (
    <div className="sluice-home" data-testid="home-page">
      <HomeWelcome />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <HomeProjects />
        </Col>
        <Col xs={24} xl={14}>
          <HomeShortcuts />
        </Col>
      </Row>
    </div>
  );
}
