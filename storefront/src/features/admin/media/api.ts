import type { ApiImage } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api/client';
import { ADMIN_KEY } from '../shell/useStaffSession';

/** `POST /api/images/` (plugins/editorial): a picture into the CMS's media library, any editorial grant. */
export function uploadImage(file: File, alt: string): Promise<ApiImage> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file);
  return apiUpload<ApiImage>('/images/', form);
}

export function useUploadImage() {
  return useMutation({
    mutationKey: [ADMIN_KEY, 'images', 'upload'],
    mutationFn: ({ file, alt }: { file: File; alt: string }) => uploadImage(file, alt),
  });
}
