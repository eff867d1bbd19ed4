/**
 * Sticker make master (SGRM004): `/stickerMakeList` lists the makes with add, edit and delete (a make
 * that completed sticker jobs name is refused by the server with its message); `/createSticker` adds
 * (`?stickercode=` edits) one: code, names in both languages, the service interval in km and months,
 * active. Validation from the shared schema; a 409 keeps the input.
 */
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { screenCodes } from '@fleet/shared';
import { stickerMakeBody, type StickerMake } from '@fleet/shared/stickers/stickers';
import {
  can,
  DeleteConfirm,
  serverText,
  useErrorText,
  useQuery,
  useSend,
  useSaveConflict,
  useScreenRights,
} from '../../kit/index.ts';
import { zodFieldErrors } from '../../kit/form/formState.ts';
import { listOpens } from '../../kit/list/listPage.ts';
import { tableColumns } from '../../kit/charts/DashboardTable.tsx';
import { stickerApi } from './api.ts';
import { InputField } from '../../kit/form/InputField.tsx';

const column = tableColumns('stickers:make');

export function StickerMakeListPage() {
  const { t, i18n } = useTranslation();
  const rights = useScreenRights(screenCodes.stickerMake);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const makes = useQuery('stickers:makeList', (signal) => stickerApi.makes(signal));
  const [deleting, setDeleting] = useState<StickerMake | null>(null);
  const sending = useSend();
  if (!listOpens(rights)) return <Navigate to="/404" replace />;
  const remove = async () => {
    if (!deleting) return;
    await sending.send(() => stickerApi.deleteMake(deleting.stickercode), makes.reload);
    setDeleting(null);
  };
  return (
    <>
      <Table<StickerMake>
        data-testid="sticker-make-list"
        items={makes.data ?? []}
        loading={makes.loading}
        loadingText={t('stickers:dashboard.loading')}
        trackBy="stickercode"
        header={
          <Header
            variant="h1"
            counter={makes.data ? `(${makes.data.length})` : undefined}
            actions={
              can(rights, 'adds') ? (
                <Button variant="primary" onClick={() => navigate('/createSticker')}>
                  {t('stickers:make.add')}
                </Button>
              ) : undefined
            }
          >
            {t('stickers:make.title')}
          </Header>
        }
        empty={
          <Box textAlign="center">{makes.error ? errorText(makes.error) : t('stickers:make.empty')}</Box>
        }
        columnDefinitions={[
          column(t, 'stickercode', (row) => row.stickercode),
          column(t, 'stickername', (row) => (i18n.language === 'ar' && row.stickernamear) || row.stickername),
          column(t, 'intervalkm', (row) => row.intervalkm),
          column(t, 'intervalmonths', (row) => row.intervalmonths),
          column(t, 'active', (row) => (row.active === 'Y' ? t('stickers:make.yes') : t('stickers:make.no'))),
          column(t, 'usecount', (row) => row.usecount),
          {
            id: 'actions',
            header: t('stickers:dashboard.actions'),
            cell: (row) => (
              <SpaceBetween size="xs" direction="horizontal">
                {can(rights, 'edits') ? (
                  <Button
                    variant="inline-link"
                    onClick={() =>
                      navigate(`/createSticker?stickercode=${encodeURIComponent(row.stickercode)}`)
                    }
                  >
                    {t('stickers:make.edit')}
                  </Button>
                ) : null}
                {can(rights, 'deletes') ? (
                  <Button variant="inline-link" onClick={() => setDeleting(row)}>
                    {t('stickers:make.delete')}
                  </Button>
                ) : null}
              </SpaceBetween>
            ),
          },
        ]}
      />
      <DeleteConfirm
        visible={deleting !== null}
        deleting={sending.busy}
        subject={deleting?.stickercode}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

interface Draft {
  stickercode: string;
  stickername: string;
  stickernamear: string;
  intervalkm: string;
  intervalmonths: string;
  active: boolean;
}

const emptyDraft: Draft = {
  stickercode: '',
  stickername: '',
  stickernamear: '',
  intervalkm: '',
  intervalmonths: '',
  active: true,
};

export function StickerMakeFormPage() {
  const { t } = useTranslation();
  const rights = useScreenRights(screenCodes.stickerMake);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editing = params.get('stickercode');
  const makes = useQuery(editing ? 'stickers:makeList' : null, (signal) => stickerApi.makes(signal));
  const stored = makes.data?.find((make) => make.stickercode === editing);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useSend();
  const conflict = useSaveConflict();

  useEffect(() => {
    if (stored)
      setDraft({
        stickercode: stored.stickercode,
        stickername: stored.stickername,
        stickernamear: stored.stickernamear,
        intervalkm: String(stored.intervalkm),
        intervalmonths: String(stored.intervalmonths),
        active: stored.active === 'Y',
      });
  }, [stored]);

  if (!can(rights, editing ? 'edits' : 'adds')) return <Navigate to="/404" replace />;
  const set = (field: keyof Draft) => (value: string | boolean) => setDraft({ ...draft, [field]: value });

  const save = async () => {
    const body = {
      stickercode: draft.stickercode,
      stickername: draft.stickername,
      stickernamear: draft.stickernamear,
      intervalkm: Number(draft.intervalkm || NaN),
      intervalmonths: Number(draft.intervalmonths || NaN),
      active: draft.active ? 'Y' : 'N',
      ...(stored ? { version: stored.version } : {}),
    };
    const parsed = stickerMakeBody.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(stickerMakeBody, body, (_field, issue) => serverText(t, issue.message)));
      return;
    }
    setErrors({});
    await saving.send(
      () => stickerApi.saveMake(parsed.data),
      () => navigate('/stickerMakeList'),
      conflict.onSaveError,
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Form
        header={
          <Header variant="h1">{editing ? t('stickers:make.editTitle') : t('stickers:make.addTitle')}</Header>
        }
        errorText={conflict.error !== undefined ? t('stickers:make.conflict') : undefined}
        actions={
          <SpaceBetween size="xs" direction="horizontal">
            <Button formAction="none" variant="link" onClick={() => navigate('/stickerMakeList')}>
              {t('stickers:dialog.cancel')}
            </Button>
            <Button variant="primary" loading={saving.busy} disabled={saving.busy}>
              {t('stickers:dialog.save')}
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <SpaceBetween size="m">
            {(
              [
                ['stickercode', { disabled: Boolean(editing) }],
                ['stickername', {}],
                ['stickernamear', {}],
                ['intervalkm', { type: 'number' }],
                ['intervalmonths', { type: 'number' }],
              ] as const
            ).map(([field, more]) => (
              <InputField
                key={field}
                label={t(`stickers:make.${field}`)}
                errorText={errors[field]}
                value={draft[field]}
                onChange={set(field)}
                {...more}
              />
            ))}
            <Checkbox checked={draft.active} onChange={({ detail }) => set('active')(detail.checked)}>
              {t('stickers:make.active')}
            </Checkbox>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
