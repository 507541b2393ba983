// Daily Inventory Check (/inventory): the 15 items, each ticked or marked short with the
// quantity needed, optional lines for anything else, and once today's check is stored, the
// completion notice instead of the form. Offline, a check waits in the sdk's outbox and the page
// says so instead of the form. Exposed as mf_field/InventoryPage.
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { localeTag, notify, notifyError, notifyWaiting, OfflineNotice, useOutbox, useReadError } from 'shell/sdk';
import { PageHeader } from 'shell/sdk/ui';

import { formatClock } from '../clock';
import { useGetInventoryTodayQuery, useSubmitInventoryCheckMutation } from '../fieldApi';
import { type Translate, useT } from '../messages';
import {
  type ChecklistProblem,
  checklistProblem,
  itemLabel,
  type ItemShortage,
  MAX_SHORTAGE_QUANTITY,
  shortageLineLabel,
  shortagesToSend,
} from './inventoryItems';

const styles = {
  items: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: '8px 16px', margin: '12px 0 16px' },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8, minHeight: 32 },
  need: { display: 'flex', gap: 8, width: '100%' },
} as const;

interface ChecklistItemProps {
  /** The item in the reader's language (its English name is what is sent). */
  label: string;
  ticked: boolean;
  shortage: ItemShortage | undefined;
  onTick(on: boolean): void;
  /** Marks the item short (with a quantity to fill in) or takes the mark back. */
  onShort(shortage: ItemShortage | undefined): void;
}

/** One item: ticked when it is all there, or marked short with how many are needed and in what unit. */
function ChecklistItem({ label, ticked, shortage, onTick, onShort }: ChecklistItemProps) {
  const { t } = useT();
  return (
    <div style={styles.item}>
      <Checkbox checked={ticked} disabled={!!shortage} onChange={(event) => onTick(event.target.checked)}>
        {label}
      </Checkbox>
      <Button
        size="small"
        danger={!!shortage}
        aria-pressed={!!shortage}
        aria-label={t('inventory.markShort', { item: label })}
        onClick={() => onShort(shortage ? undefined : { quantity: 1, unit: '' })}
      >
        {t('inventory.short')}
      </Button>
      {shortage && (
        <div style={styles.need}>
          <InputNumber
            aria-label={t('inventory.quantityNeeded', { item: label })}
            min={1}
            max={MAX_SHORTAGE_QUANTITY}
            precision={0}
            value={shortage.quantity}
            onChange={(quantity) => onShort({ ...shortage, quantity: typeof quantity === 'number' ? quantity : null })}
            style={{ width: 96 }}
          />
          <Input
            aria-label={t('inventory.unit', { item: label })}
            placeholder={t('inventory.unitPlaceholder')}
            maxLength={30}
            value={shortage.unit}
            onChange={(event) => onShort({ ...shortage, unit: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}

/** The refusal in the reader's language, the item named as they see it. */
function problemText(t: Translate, problem: ChecklistProblem, language: string): string {
  return problem.kind === 'checkAll'
    ? t('inventory.problem.checkAll')
    : t('inventory.problem.quantity', { item: itemLabel(t, problem.item), max: MAX_SHORTAGE_QUANTITY.toLocaleString(localeTag(language)) });
}

export default function InventoryPage() {
  const { t, language } = useT();
  const todayQuery = useGetInventoryTodayQuery();
  const [submitCheck, { isLoading: submitting }] = useSubmitInventoryCheckMutation();
  const loadError = useReadError(t('inventory.loadFailed'), todayQuery);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [short, setShort] = useState<ReadonlyMap<string, ItemShortage>>(new Map());
  const [shortages, setShortages] = useState('');
  const [problem, setProblem] = useState<ChecklistProblem | null>(null);
  const check = todayQuery.data?.check ?? null;
  const waiting = useOutbox().some((item) => item.kind === 'inventoryCheck' && !item.refusal);
  const checklist = todayQuery.data?.checklist ?? [];

  function toggle(item: string, on: boolean) {
    const next = new Set(checked);
    if (on) next.add(item);
    else next.delete(item);
    setChecked(next);
    if (problem) setProblem(checklistProblem(checklist, next, short));
  }

  function markShort(item: string, shortage: ItemShortage | undefined) {
    const next = new Map(short);
    if (shortage) next.set(item, shortage);
    else next.delete(item);
    setShort(next);
    // A short item is not ticked: it is either all there or short.
    const ticked = new Set(checked);
    if (shortage) ticked.delete(item);
    setChecked(ticked);
    if (problem) setProblem(checklistProblem(checklist, ticked, next));
  }

  async function onSubmit() {
    const refusal = checklistProblem(checklist, checked, short);
    setProblem(refusal);
    if (refusal) return;
    try {
      const items = Object.fromEntries(checklist.map((item) => [item, checked.has(item)]));
      const outcome = await submitCheck({ items, shortages: shortagesToSend(short, shortages) }).unwrap();
      if (!outcome.sent) return notifyWaiting();
      notify({ title: t('inventory.submitted'), description: t('inventory.submittedText') });
    } catch (error) {
      notifyError(error, t('inventory.submitFailed'));
    }
  }

  return (
    <div>
      <PageHeader title={t('inventory.title')} subtitle={t('inventory.subtitle')} />
      <OfflineNotice reads={[todayQuery]} />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}

      {todayQuery.isLoading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : !check && waiting ? (
        <Card>
          <Result status="info" title={t('inventory.waitingTitle')} subTitle={t('inventory.waitingText')} />
        </Card>
      ) : check ? (
        <Card>
          <Result
            status="success"
            icon={<CheckCircleOutlined />}
            title={t('inventory.completeTitle')}
            subTitle={t('inventory.completeText', { time: formatClock(check.createdAt) })}
          >
            {check.shortages.length > 0 && (
              <div>
                <Typography.Text strong>{t('inventory.reportedShortages')}</Typography.Text>
                <ul>
                  {check.shortages.map((line, index) => (
                    <li key={index}>{shortageLineLabel(t, line)}</li>
                  ))}
                </ul>
              </div>
            )}
          </Result>
        </Card>
      ) : (
        !loadError && (
          <Card title={t('inventory.card')}>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void onSubmit();
              }}
            >
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend>
                  <Typography.Text>
                    {short.size > 0
                      ? t('inventory.progressWithShort', { done: checked.size + short.size, total: checklist.length, count: short.size })
                      : t('inventory.progress', { done: checked.size + short.size, total: checklist.length })}
                  </Typography.Text>
                </legend>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                  {t('inventory.instructions')}
                </Typography.Paragraph>
                <div style={styles.items}>
                  {checklist.map((item) => (
                    <ChecklistItem
                      key={item}
                      label={itemLabel(t, item)}
                      ticked={checked.has(item)}
                      shortage={short.get(item)}
                      onTick={(on) => toggle(item, on)}
                      onShort={(shortage) => markShort(item, shortage)}
                    />
                  ))}
                </div>
              </fieldset>
              <label htmlFor="inventory-shortages">
                <Typography.Text strong>{t('inventory.otherShortages')}</Typography.Text>
              </label>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                {t('inventory.otherShortagesHelp')}
              </Typography.Paragraph>
              <Input.TextArea id="inventory-shortages" rows={4} maxLength={2000} value={shortages} onChange={(event) => setShortages(event.target.value)} />
              {problem && <Alert type="error" showIcon role="alert" title={problemText(t, problem, language)} style={{ marginTop: 16 }} />}
              <Button type="primary" htmlType="submit" loading={submitting} style={{ marginTop: 16 }}>
                {submitting ? t('inventory.submitting') : t('inventory.submit')}
              </Button>
            </form>
          </Card>
        )
      )}
    </div>
  );
}
