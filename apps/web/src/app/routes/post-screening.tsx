import { Box, Stack } from '@mui/material';
import type { PostDetail } from '@kizuki/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HighlightedText } from '../../components/compliance/highlighted-text.tsx';
import { ReportableFindings } from '../../components/compliance/reportable-findings.tsx';
import { useScreen } from '../../lib/compliance/use-screen.ts';
import { itemName } from '../../lib/master-name.ts';
import { ReviewChecks } from './review-checks.tsx';

/** Where a post's page shows what the pre-screen found: in its text, under it, and for review. */
export interface ScreenedParts {
  body: ReactNode;
  findings: ReactNode;
  review: ReactNode;
}

/**
 * What the pre-screen shows on a post's page: the author's own draft, what would be refused at
 * submit, before it is submitted; an approver opening what they are to decide (issue 39), what
 * they would see on the task. Loaded only for those two (issue 40): every other reader's page
 * draws the text as it is, without the screen's code, its dialogs and its request.
 */
export function ScreenedPost({
  post,
  ownDraft,
  deciding,
  children,
}: {
  post: PostDetail;
  ownDraft: boolean;
  deciding: boolean;
  children: (parts: ScreenedParts) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const screen = useScreen(post.body, post.body, post.kind);
  // A safety case reported from here starts from the post's competitive product (issue 39).
  const productLabel = post.labels.competitiveProduct;
  const safetyCase = {
    source: post.kind,
    product: productLabel ? itemName(productLabel, i18n.language) : undefined,
  };
  const found = screen.passages.length > 0;
  return children({
    body: found ? <HighlightedText text={post.body} passages={screen.passages} /> : post.body,
    findings:
      ownDraft && found ? (
        <Box sx={{ mb: 2 }}>
          <ReportableFindings screen={screen} safetyCase={safetyCase} />
        </Box>
      ) : null,
    review: deciding ? (
      <Stack spacing={2} sx={{ mb: 2 }}>
        <ReportableFindings screen={screen} audience="reviewer" safetyCase={safetyCase} />
        <ReviewChecks post={post} />
      </Stack>
    ) : null,
  });
}
