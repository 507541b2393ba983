// The logged-out landing at / (spec 1, 2.3): title, tagline, Login/Register card, six feature cards.
import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';

import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

// Spec 1's six features, in its words (the chat line has no separate title there).
const FEATURES: { title: string; description: string }[] = [
  { title: 'Smart scheduling', description: 'Assign workers to job sites with notifications and 7-day planning.' },
  { title: 'Inventory tracking', description: 'Daily mandatory checks, shortage reporting, automated reordering.' },
  { title: 'Supply orders', description: 'Price comparison between two home-improvement retailers.' },
  { title: 'Team management', description: 'Role-based access for admin, foreman and worker, plus time-off requests.' },
  { title: 'Real-time chat', description: 'Real-time chat between team members.' },
  { title: 'Job-site tools', description: 'Issue reporting, break tracking, navigation to job locations.' },
];

export default function LandingPage() {
  return (
    <div className="landing">
      <header className="landing-hero">
        <h1>Groundwork</h1>
        <p>Scheduling, supplies and job-site tools for construction and deconstruction crews, in one place.</p>
      </header>
      <Card className="auth-card">
        <Tabs
          defaultActiveKey="login"
          centered
          items={[
            { key: 'login', label: 'Login', children: <LoginForm /> },
            { key: 'register', label: 'Register', children: <RegisterForm /> },
          ]}
        />
      </Card>
      <section className="feature-grid" aria-label="Features">
        {FEATURES.map((feature) => (
          <Card key={feature.title} size="small" className="feature-card">
            <h2>{feature.title}</h2>
            <p>{feature.description}</p>
          </Card>
        ))}
      </section>
    </div>
  );
}
