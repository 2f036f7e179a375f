import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Tag } from 'antd';
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
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (query.isError) body = <Alert type="warning" showIcon title={t('shell.home.projects-failed')} />;
  else if (total === 0) body = <Empty description={t('shell.home.no-project')} />;
  else
    body = groups.map((group) => (
      <section key={group.label || 'projects'} className="sluice-home__project-group">
        {group.label ? <strong>{group.label}</strong> : null}
        <ul className="sluice-home__project-list">
          {group.projects.map((project) => (
            <li key={project.value} className="sluice-home__project">
              <span>{project.label}</span>
              {isManagerFlag(project.isManager) ? <Tag color="blue">{t('shell.home.manager')}</Tag> : null}
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
