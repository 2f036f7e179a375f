import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shellApi } from './api';
import { HomeCard } from './home-card';
import { isManagerFlag } from './project-options';

/** The user's projects from getProject, grouped as the server groups them. */
export function HomeProjects() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['shell', 'projects'], queryFn: shellApi.projects });
  const groups = query.data ?? [];
  const total = groups.reduce((sum, group) => sum + group.projects.length, 0);

  let body;
  // Plain markup where the page used antd's Skeleton, Alert, Empty and Tag: the first page after sign-in downloads
  // none of their code (bench/bundle-size.ts).
  if (query.isPending) body = <div className="sluice-home__placeholder" aria-busy="true" />;
  else if (query.isError)
    body = (
      <p role="alert" className="sluice-home__notice">
        {t('shell.home.projects-failed')}
      </p>
    );
  else if (total === 0) body = <p className="sluice-home__empty">{t('shell.home.no-project')}</p>;
  else
    body = groups.map((group) => (
      <section key={group.label || 'projects'} className="sluice-home__project-group">
        {group.label ? <strong>{group.label}</strong> : null}
        <ul className="sluice-home__project-list">
          {group.projects.map((project) => (
            <li key={project.value} className="sluice-home__project">
              <span>{project.label}</span>
              {isManagerFlag(project.isManager) ? <span className="sluice-home__tag">{t('shell.home.manager')}</span> : null}
            </li>
          ))}
        </ul>
      </section>
    ));

  return (
    <HomeCard title={t('shell.home.projects')} extra={total > 0 ? t('shell.home.project-count', { count: total }) : null}>
      {body}
    </HomeCard>
  );
}
