/**
 * Completion of a sticker service on the technician task screen: the sticker make placed, the next
 * service kilometers and date (the date proposed from the make's interval); every task must be done.
 * Sent at once (it needs the connection); a 409 says the job changed and keeps the input.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { nextServiceDate, type StickerJob } from '@fleet/shared/stickers/stickers';
import { kuwaitDay } from '@fleet/shared/platform/delegation';
import { PickField, useSend, useQuery } from '../../kit/index.ts';
import { stickerApi } from './api.ts';
import { newUpdateId } from './offlineQueue.ts';
import { InputField } from '../../kit/form/InputField.tsx';

export function CompleteServiceForm({ job, onDone }: { job: StickerJob; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const sending = useSend();
  const makes = useQuery('stickers:makes', (signal) => stickerApi.makes(signal), { cacheMs: 5 * 60 * 1000 });
  const [stickermake, setStickermake] = useState('');
  const [km, setKm] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [updateId] = useState(newUpdateId);
  const options = (makes.data ?? [])
    .filter((make) => make.active === 'Y')
    .map((make) => ({
      value: make.stickercode,
      label: (i18n.language === 'ar' && make.stickernamear) || make.stickername,
      description: make.stickercode,
    }));

  const choose = (code: string) => {
    setStickermake(code);
    const make = makes.data?.find((candidate) => candidate.stickercode === code);
    if (make && !date) setDate(nextServiceDate(kuwaitDay(new Date()), make.intervalmonths));
  };

  const submit = async () => {
    const next: Record<string, string> = {};
    if (!stickermake) next['stickermake'] = t('errors:stickerMakeRequired');
    const kilometers = Number(km);
    if (!Number.isInteger(kilometers) || kilometers < 1 || kilometers > 9_999_999)
      next['nextservicekm'] = t('errors:stickerNextKmInvalid');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) next['nextservicedate'] = t('errors:stickerNextDateInvalid');
    else if (date <= kuwaitDay(new Date())) next['nextservicedate'] = t('errors:stickerNextDatePast');
    setErrors(next);
    if (Object.keys(next).length || sending.busy) return;
    await sending.send(
      () =>
        stickerApi.complete({
          jobordno: job.jobordno,
          updateId,
          stickermake,
          nextservicekm: kilometers,
          nextservicedate: date,
          remarks: '',
          version: job.version,
        }),
      onDone,
    );
  };

  return (
    <form
      data-testid="sticker-complete-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SpaceBetween size="s">
        <PickField
          label={t('stickers:fields.stickermake')}
          options={options}
          value={stickermake}
          loading={makes.loading}
          placeholder={t('stickers:complete.chooseMake')}
          errorText={errors['stickermake']}
          onChange={choose}
        />
        <InputField
          label={t('stickers:fields.nextservicekm')}
          errorText={errors['nextservicekm']}
          type="number"
          inputMode="numeric"
          value={km}
          onChange={setKm}
        />
        <InputField
          label={t('stickers:fields.nextservicedate')}
          constraintText={t('stickers:complete.dateFormat')}
          errorText={errors['nextservicedate']}
          value={date}
          placeholder="YYYY-MM-DD"
          onChange={setDate}
        />
        <Button variant="primary" formAction="submit" loading={sending.busy} disabled={sending.busy}>
          {t('stickers:complete.submit')}
        </Button>
      </SpaceBetween>
    </form>
  );
}
