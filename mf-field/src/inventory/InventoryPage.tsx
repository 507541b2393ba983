// Daily Inventory Check (/inventory, spec 2.17): the 15 items, optional shortage lines, and once
// today's check is stored, the completion notice instead of the form. Exposed as mf_field/InventoryPage.
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { notify, notifyError, useReadError } from 'shell/sdk';
import { PageHeader } from 'shell/sdk/ui';

import { formatClock } from '../clock';
import { useGetInventoryTodayQuery, useSubmitInventoryCheckMutation } from '../fieldApi';
import { CHECK_ALL_ITEMS, shortageLines } from './inventoryItems';

const styles = {
  items: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: '8px 16px', margin: '12px 0 16px' },
} as const;

export default function InventoryPage() {
  const todayQuery = useGetInventoryTodayQuery();
  const [submitCheck, { isLoading: submitting }] = useSubmitInventoryCheckMutation();
  const loadError = useReadError('Failed to load today’s inventory check', todayQuery);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [shortages, setShortages] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const check = todayQuery.data?.check ?? null;
  const checklist = todayQuery.data?.checklist ?? [];

  function toggle(item: string, on: boolean) {
    const next = new Set(checked);
    if (on) next.add(item);
    else next.delete(item);
    setChecked(next);
    if (next.size === checklist.length) setIncomplete(false);
  }

  async function onSubmit() {
    if (checked.size !== checklist.length) {
      setIncomplete(true);
      return;
    }
    try {
      const items = Object.fromEntries(checklist.map((item) => [item, true]));
      await submitCheck({ items, shortages: shortageLines(shortages) }).unwrap();
      notify({ title: 'Inventory check complete', description: 'Your daily inventory check has been recorded.' });
    } catch (error) {
      notifyError(error, 'Failed to submit inventory');
    }
  }

  return (
    <div>
      <PageHeader title="Daily Inventory Check" subtitle="Check every item before starting the job" />
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}

      {todayQuery.isLoading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : check ? (
        <Card>
          <Result
            status="success"
            icon={<CheckCircleOutlined />}
            title="Inventory Check Complete"
            subTitle={`Today's inventory check was completed at ${formatClock(check.createdAt)}.`}
          >
            {check.shortages.length > 0 && (
              <div>
                <Typography.Text strong>Reported shortages</Typography.Text>
                <ul>
                  {check.shortages.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
          </Result>
        </Card>
      ) : (
        !loadError && (
          <Card title="Equipment and Materials">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void onSubmit();
              }}
            >
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend>
                  <Typography.Text>
                    {checked.size} of {checklist.length} items checked
                  </Typography.Text>
                </legend>
                <div style={styles.items}>
                  {checklist.map((item) => (
                    <Checkbox key={item} checked={checked.has(item)} onChange={(event) => toggle(item, event.target.checked)}>
                      {item}
                    </Checkbox>
                  ))}
                </div>
              </fieldset>
              <label htmlFor="inventory-shortages">
                <Typography.Text strong>Shortages (optional)</Typography.Text>
              </label>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                One item per line, e.g. "Nails - 2 boxes"
              </Typography.Paragraph>
              <Input.TextArea id="inventory-shortages" rows={4} maxLength={2000} value={shortages} onChange={(event) => setShortages(event.target.value)} />
              {incomplete && <Alert type="error" showIcon role="alert" title={CHECK_ALL_ITEMS} style={{ marginTop: 16 }} />}
              <Button type="primary" htmlType="submit" loading={submitting} style={{ marginTop: 16 }}>
                {submitting ? 'Submitting...' : 'Submit Inventory Check'}
              </Button>
            </form>
          </Card>
        )
      )}
    </div>
  );
}
