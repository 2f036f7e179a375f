import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { shellApi } from './api';
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
        {group.label ? <Typography.Text strong>{group.label}</Typography.Text> : null}
        <List
          size="small"
          dataSource={group.projects}
          renderItem={(project) => (
            <List.Item>
              <span>{project.label}</span>
              {isManagerFlag(project.isManager) ? <Tag color="blue">{t('shell.home.manager')}</Tag> : null}
            </List.Item>
          )}
        />
      </section>
    ));

  return (
    <Card title={t('shell.home.projects')} extra={total > 0 ? t('shell.home.project-count', { count: total }) : null}>
      {body}
    </Card>
  );
}
