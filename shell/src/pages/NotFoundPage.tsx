// The 404 page: unknown paths and paths the role may not use.
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import Card from 'antd/es/card';
import { Link } from 'react-router-dom';

import { useT } from '../messages';

export default function NotFoundPage() {
  const { t } = useT();
  return (
    <div className="centered-page">
      <Card className="auth-card">
        <h1 className="card-heading not-found-title">
          <WarningOutlined aria-hidden style={{ color: '#ef4444' }} /> {t('notFound.title')}
        </h1>
        <p>{t('notFound.text')}</p>
        <Link to="/">{t('notFound.home')}</Link>
      </Card>
    </div>
  );
}
