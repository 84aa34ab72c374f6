import { FileInput, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconPhotoUp } from '@tabler/icons-react';
import { toPersianDigits } from '../../domain';
import type { UploadState } from './visa-passengers';

export interface ImageUploadFieldProps {
  label: string;
  description: string;
  state: UploadState;
  /** A file was picked (null when cleared); the screen uploads it at once. */
  onPick: (file: File | null) => void;
  /** Shown when the step was submitted without an uploaded image, or the server refused it. */
  error?: string;
}

/** A photo or passport scan, sent to UploadImage as soon as it is picked so problems show early. */
export function ImageUploadField({ label, description, state, onPick, error }: ImageUploadFieldProps) {
  const message = state.status === 'error' ? state.message : error;
  return (
    <div>
      <FileInput
        size="md"
        label={label}
        description={description}
        withAsterisk
        accept="image/jpeg,image/png,image/webp"
        placeholder="انتخاب فایل تصویر"
        clearable
        leftSection={<IconPhotoUp size={18} aria-hidden />}
        onChange={(file) => onPick(file)}
        error={message}
        disabled={state.status === 'uploading'}
      />
      {state.status === 'uploading' && (
        <Group gap={6} mt={4} aria-live="polite">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">در حال بارگذاری {state.fileName}…</Text>
        </Group>
      )}
      {state.status === 'done' && (
        <Group gap={6} mt={4} aria-live="polite" wrap="nowrap">
          <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
          <Text size="sm" c="green.9">
            بارگذاری شد ({toPersianDigits(state.width)}×{toPersianDigits(state.height)} پیکسل)
          </Text>
        </Group>
      )}
    </div>
  );
}
