import { Box, Button, Text, chakra } from '@chakra-ui/react';
import { IMAGE_ACCEPT, imageSizeError, type ApiImage } from '@shop/shared';
import React from 'react';
import { TextInput } from '../../../components/common/TextInput';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { ERROR_TEXT } from '../../checkout/fields';
import { useUploadImage } from './api';
import { mediaMessages as m } from './messages';

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1', fontSize: 'sm' } });
const FileInput = chakra('input', { base: { display: 'block', fontSize: 'sm', maxW: 'full' } });

export type ImageUploaderProps = {
  /** prefix of the inputs' ids, unique in the page */
  id: string;
  /** the group's name for assistive technologies ("Nouvelle image de l'article") */
  legend: string;
  /** the send button's text ("Envoyer l'image", "Insérer l'image") */
  submitLabel?: string;
  onUploaded: (image: ApiImage, alt: string) => void;
  onCancel?: () => void;
};

/**
 * A picture chosen, described (alternative text, required: every picture the shop shows has one) and sent to the
 * media library through `POST /api/images/`. Not a form of its own: it sits inside the screens' forms.
 */
export function ImageUploader({ id, legend, submitLabel = m.send, onUploaded, onCancel }: ImageUploaderProps) {
  const [file, setFile] = React.useState<File | null>(null);
  const [alt, setAlt] = React.useState('');
  const [problem, setProblem] = React.useState('');
  const fileRef = React.useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  const send = () => {
    setProblem('');
    const text = alt.trim();
    if (!file) return setProblem(m.noFile);
    const sizeError = imageSizeError(file.size);
    if (sizeError) return setProblem(sizeError);
    if (!text || text.length > 200) return setProblem(m.altRequired);
    upload.mutate(
      { file, alt: text },
      {
        onSuccess: (image) => {
          setFile(null);
          setAlt('');
          if (fileRef.current) fileRef.current.value = '';
          onUploaded(image, text);
        },
        onError: (error) => setProblem(error instanceof ApiRequestError ? error.message : FALLBACK_ERROR_MESSAGE),
      },
    );
  };

  return (
    <Box role="group" aria-label={legend} display="flex" flexDirection="column" gap="2" p="3" borderWidth="1px" borderColor="border" borderRadius="md" data-testid={`${id}-uploader`}>
      <Box>
        <Label htmlFor={`${id}-file`}>{m.file}</Label>
        <FileInput ref={fileRef} id={`${id}-file`} type="file" accept={IMAGE_ACCEPT} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setFile(e.target.files?.[0] ?? null)} />
      </Box>
      <Box>
        <Label htmlFor={`${id}-alt`}>{m.alt}</Label>
        <TextInput
          id={`${id}-alt`}
          value={alt}
          maxLength={200}
          onChange={(e) => setAlt(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends the picture, not the screen's form around it.
            if (e.key === 'Enter') {
              e.preventDefault();
              send();
            }
          }}
        />
      </Box>
      {problem && <Text role="alert" color={ERROR_TEXT} fontSize="sm">{problem}</Text>}
      <Box display="flex" gap="2">
        <Button size="sm" variant="outline" onClick={send} loading={upload.isPending} loadingText={m.sending}>{submitLabel}</Button>
        {onCancel && <Button size="sm" variant="ghost" onClick={onCancel}>{m.cancel}</Button>}
      </Box>
    </Box>
  );
}
