/**
 * The image upload of one job order (spec 001 section 7 "Image upload"): images per garage location
 * and per accessory. Used by the reception form (`/imageuploadrecmoi`, frmtypeimg rec or moi) and the
 * gate pass in stepper's step 2 (gar). Files go to S3 as they are picked; Save sends their ids
 * (the first save moves the job order to UploadImages_*). Save is refused while an upload runs.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { Accessory } from '@fleet/shared/platform/lookups';
import type { ImageFormType, ImageUploadDocument } from '@fleet/shared/reception/image-upload';
import type { StoredFile } from '@fleet/shared/platform/files';
import { useGarageOptions, useLookupOptions, useQuery, useSend, errorText } from '../../../kit/index.ts';
import { UploadField, type FileRef } from '../../../kit/upload/index.ts';
import { namedOption } from '../../../kit/record/index.ts';
import { imageUploadApi, type ImageUploadAnswer } from './api.ts';
import './imageUploadForm.css';
import {
  addFile,
  addGroup,
  emptyGroups,
  groupsBody,
  groupsOf,
  removeFile,
  removeGroup,
  saveBlocker,
  type GroupKind,
  type ImageGroups,
} from './imageGroups.ts';
import { findableByArabicDigits } from '../../../kit/form/fields.tsx';

export type ImageUploadSaved = ImageUploadAnswer[1];

export interface ImageUploadFormProps {
  jobordno: string;
  frmtypeimg: ImageFormType;
  /** Called after a successful save (the success toast is already shown). */
  onSaved?: (saved: ImageUploadSaved) => void;
  /** View only: thumbnails without upload, remove or save. */
  readOnly?: boolean;
  /** Told when uploads start and end, so a host page can block its own navigation. */
  onUploadingChange?: (uploading: boolean) => void;
}

const accessoryOption = (accessory: Accessory, arabic: boolean) =>
  namedOption(accessory.accessoryid, accessory.accessorynam, accessory.accessorynamar, arabic);

export function ImageUploadForm({
  jobordno,
  frmtypeimg,
  onSaved,
  readOnly,
  onUploadingChange,
}: ImageUploadFormProps) {
  const { t } = useTranslation();
  const saving = useSend();
  const garages = useGarageOptions();
  const accessories = useLookupOptions('accessories', imageUploadApi.accessories, accessoryOption);
  const read = useQuery(jobordno ? `imageUpload:${jobordno}:${frmtypeimg}` : null, (signal) =>
    imageUploadApi.ofJobOrder(jobordno, frmtypeimg, signal),
  );
  const stored = read.data;
  // The groups start from each read of the document (again after a save), then follow the user.
  const [groups, setGroups] = useState<ImageGroups>(emptyGroups);
  const [groupsFrom, setGroupsFrom] = useState<ImageUploadDocument>();
  if (stored && stored !== groupsFrom) {
    setGroupsFrom(stored);
    setGroups(groupsOf(stored));
  }
  const [uploadingGroups, setUploadingGroups] = useState<ReadonlySet<string>>(new Set());
  const [blocker, setBlocker] = useState<string>();
  const [picked, setPicked] = useState<Record<GroupKind, string>>({ locations: '', accessories: '' });

  const uploading = uploadingGroups.size > 0;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const setGroupUploading = useCallback((groupKey: string, active: boolean) => {
    setUploadingGroups((current) => {
      if (current.has(groupKey) === active) return current;
      const next = new Set(current);
      if (active) next.add(groupKey);
      else next.delete(groupKey);
      return next;
    });
  }, []);

  const save = async () => {
    const reason = saveBlocker(groups, uploading);
    setBlocker(reason ? t(`errors:${reason}`) : undefined);
    if (reason || saving.busy) return;
    const body = { jobordno, frmtypeimg, ...groupsBody(groups) };
    await saving.send(
      () =>
        stored
          ? imageUploadApi.replace({ ...body, docnumbr: stored.docnumbr, version: stored.version })
          : imageUploadApi.upload(body),
      (answer) => {
        read.reload();
        onSaved?.(answer[1]);
      },
    );
  };

  const names = useMemo(
    () => ({
      locations: new Map(garages.options.map((option) => [option.value, option.label])),
      accessories: new Map(accessories.options.map((option) => [option.value, option.label])),
    }),
    [garages.options, accessories.options],
  );

  if (read.loading || !jobordno) {
    return (
      <Box textAlign="center" padding="l">
        <Spinner size="large" />
      </Box>
    );
  }
  if (read.error !== undefined) {
    return (
      <Alert type="error" action={<Button onClick={read.reload}>{t('imageUpload:retry')}</Button>}>
        {errorText(t, read.error)}
      </Alert>
    );
  }

  const section = (kind: GroupKind) => {
    const lookup = kind === 'locations' ? garages : accessories;
    // The kind's texts: `imageUpload:chooseLocation`, `addAccessory`, `noLocations`, ...
    const [one, many] = kind === 'locations' ? ['Location', 'Locations'] : ['Accessory', 'Accessories'];
    const chosen = lookup.options.find((option) => option.value === picked[kind]) ?? null;
    const available = lookup.options.filter(
      (option) => !groups[kind].some((group) => group.id === option.value),
    );
    return (
      <Container
        header={
          <Header variant="h3" counter={`(${groups[kind].length})`}>
            {t(`imageUpload:${kind}`)}
          </Header>
        }
      >
        <SpaceBetween size="m">
          {!readOnly && (
            <div className="fleet-image-upload__add">
              <Select
                selectedOption={chosen}
                options={findableByArabicDigits(available)}
                filteringType="auto"
                statusType={lookup.loading ? 'loading' : lookup.error ? 'error' : 'finished'}
                placeholder={t(`imageUpload:choose${one}`)}
                ariaLabel={t(`imageUpload:choose${one}`)}
                onChange={({ detail }) => setPicked({ ...picked, [kind]: detail.selectedOption.value ?? '' })}
                data-testid={`image-upload-pick-${kind}`}
              />
              <Button
                disabled={!picked[kind]}
                onClick={() => {
                  setGroups(addGroup(groups, kind, picked[kind]));
                  setPicked({ ...picked, [kind]: '' });
                }}
                data-testid={`image-upload-add-${kind}`}
              >
                {t(`imageUpload:add${one}`)}
              </Button>
            </div>
          )}
          {groups[kind].length === 0 && <Box color="text-status-inactive">{t(`imageUpload:no${many}`)}</Box>}
          {groups[kind].map((group) => {
            const name = names[kind].get(group.id) ?? group.id;
            return (
              <div key={group.id} className="fleet-image-upload__group">
                <UploadField
                  purpose="image"
                  label={name}
                  files={group.files}
                  readOnly={readOnly}
                  testId={`image-upload-${kind}-${group.id}`}
                  onUploaded={(file: StoredFile) =>
                    setGroups((current) => addFile(current, kind, group.id, file))
                  }
                  onRemove={(file: FileRef) =>
                    setGroups((current) => removeFile(current, kind, group.id, file.fileId))
                  }
                  onUploadingChange={(active) => setGroupUploading(`${kind}:${group.id}`, active)}
                />
                {!readOnly && (
                  <Button
                    variant="inline-link"
                    iconName="close"
                    onClick={() => setGroups(removeGroup(groups, kind, group.id))}
                    ariaLabel={t('imageUpload:removeGroup', { name })}
                  >
                    {t('imageUpload:removeGroupShort')}
                  </Button>
                )}
              </div>
            );
          })}
        </SpaceBetween>
      </Container>
    );
  };

  return (
    <SpaceBetween size="l">
      {stored && (
        <Box variant="small" data-testid="image-upload-docnumbr">
          {t('imageUpload:docnumbr')}: {stored.docnumbr}
        </Box>
      )}
      {section('locations')}
      {section('accessories')}
      {blocker && (
        <Alert
          type="warning"
          dismissible
          dismissAriaLabel={t('kit:close')}
          onDismiss={() => setBlocker(undefined)}
        >
          {blocker}
        </Alert>
      )}
      {!readOnly && (
        <Box float="right">
          <Button
            variant="primary"
            loading={saving.busy}
            onClick={() => void save()}
            data-testid="image-upload-save"
          >
            {uploading ? t('imageUpload:waitUpload') : t('imageUpload:save')}
          </Button>
        </Box>
      )}
    </SpaceBetween>
  );
}

export default ImageUploadForm;
