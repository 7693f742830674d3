import { useQuery } from '@tanstack/react-query';
import {
  CERTIFICATES_API as API,
  type MyCertificateAnswer,
  type VerifyAnswer,
} from '@common/schemas/academy-certificates';
import { fetchJson } from '~/lib/api';
import { myCertificateKey } from '@academy/lib/certificate-key';

/** The certificate calls (issue 13, point 12) and their query keys. */
export const certificateKeys = {
  mine: myCertificateKey,
  verify: (code: string) => ['academy', 'certificates', 'verify', code] as const,
};

export const useMyCertificate = (courseId: string) =>
  useQuery({
    queryKey: certificateKeys.mine(courseId),
    queryFn: () => fetchJson<MyCertificateAnswer>(API.mine(courseId)),
    retry: false,
  });

export const useVerifiedCertificate = (code: string) =>
  useQuery({
    queryKey: certificateKeys.verify(code),
    queryFn: () => fetchJson<VerifyAnswer>(API.verify(code)),
    enabled: code !== '',
    retry: false,
  });
