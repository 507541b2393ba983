// Offer swap: the person picks a coworker by name (the server searches active workers and
// foremen, names only) to offer their shift to. Loaded when first opened (SwapOffer.tsx).
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useId, useState } from 'react';
import { notify, notifyError, type Schedule } from 'shell/sdk';
import { fullNameOf, RemoteSearchSelect } from 'shell/sdk/ui';

import { useT } from '../messages';
import { useOpenShiftWhen } from '../open-shifts/useOpenShiftWhen';
import { type Coworker, COWORKERS_PATH, useOfferSwapMutation } from './swapsApi';

export interface OfferSwapDialogProps {
  shift: Schedule;
  open: boolean;
  onClose: () => void;
}

export default function OfferSwapDialog({ shift, open, onClose }: OfferSwapDialogProps) {
  const { t } = useT();
  const when = useOpenShiftWhen();
  const [coworker, setCoworker] = useState<Coworker | undefined>();
  const [missing, setMissing] = useState(false);
  const [offerSwap, offering] = useOfferSwapMutation();
  const selectId = useId();
  const site = shift.jobSite?.name ?? t('common.jobSite');

  async function send() {
    if (!coworker) {
      setMissing(true);
      return;
    }
    try {
      await offerSwap({ shiftId: shift.id, toUserId: coworker.id }).unwrap();
      notify({ title: t('swaps.offered'), description: t('swaps.offeredDescription', { name: fullNameOf(coworker) }) });
      onClose();
    } catch (error) {
      notifyError(error, t('swaps.offerFailed'));
    }
  }

  return (
    <Modal
      open={open}
      title={t('swaps.offerTitle')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="offer" type="primary" loading={offering.isLoading} onClick={() => void send()}>
          {t('swaps.offer')}
        </Button>,
      ]}
    >
      <p>{t('swaps.offerHelp', { site, when: when(shift) })}</p>
      <label htmlFor={selectId} style={{ display: 'block', marginBottom: 8 }}>
        {t('swaps.coworker')}
      </label>
      <RemoteSearchSelect<Coworker>
        id={selectId}
        path={COWORKERS_PATH}
        toOption={(person) => ({ value: person.id, label: fullNameOf(person) })}
        value={coworker?.id ?? null}
        onChange={(_id, person) => {
          setCoworker(person);
          setMissing(false);
        }}
        placeholder={t('swaps.coworkerPlaceholder')}
        aria-label={t('swaps.coworker')}
      />
      {missing && (
        <div role="alert" style={{ color: '#cf1322', marginTop: 4 }}>
          {t('swaps.coworkerRequired')}
        </div>
      )}
    </Modal>
  );
}
