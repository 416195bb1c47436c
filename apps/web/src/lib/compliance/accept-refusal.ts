import { useQueryClient } from '@tanstack/react-query';
import type { ComplianceRefusalDetails, ScreenKind } from '@kizuki/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client.ts';
import { complianceKeys } from './compliance-keys.ts';

/**
 * When the server refuses a text (400 `complianceFindings`: the rules changed since the composer
 * screened it, or the screen could not be had), its findings become the composer's screen of that
 * text, so the marks and the list show what the toast speaks of. True when it was such a refusal.
 */
export function useAcceptRefusal() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useCallback(
    (error: unknown, kind: ScreenKind, text: string): boolean => {
      if (!(error instanceof ApiError) || error.code !== 'complianceFindings') return false;
      const findings = (error.details as Partial<ComplianceRefusalDetails> | undefined)?.findings;
      if (!Array.isArray(findings)) return false;
      queryClient.setQueryData(complianceKeys.screen(kind, i18n.language, text), { findings });
      return true;
    },
    [queryClient, i18n.language],
  );
}
