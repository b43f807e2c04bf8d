// config/uploadLogo: multipart (field `file`), answers the URL to save as `logo` with config/update.
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_LOGO_PATH, uploadLogoResponseSchema } from '@saham/contract/admin-content';
import { ApiRefusal } from '../../../shared/api/api-refusal.ts';
import { uploadStaffFile } from '../../../shared/api/staff-client.ts';

export async function uploadLogo(file: File): Promise<string> {
  const parsed = uploadLogoResponseSchema.safeParse(await uploadStaffFile(UPLOAD_LOGO_PATH, file, file.name));
  if (!parsed.success) throw new ApiRefusal('UPLOAD_INVALID');
  return parsed.data.url;
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
