// The 404 page: unknown paths and paths the role may not use.
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import Card from 'antd/es/card';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <div className="centered-page">
      <Card className="auth-card">
        <h1 className="card-heading not-found-title">
          <WarningOutlined aria-hidden style={{ color: '#ef4444' }} /> 404 Page Not Found
        </h1>
        <p>Did you forget to add the page to the router?</p>
        <Link to="/">Go to the home page</Link>
      </Card>
    </div>
  );
}
