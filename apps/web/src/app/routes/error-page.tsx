import { Box, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { useContext } from 'react';
import { useSearchParams } from 'react-router';
import { AuthContext } from '../../lib/auth/auth-context.tsx';
import { MessageCard } from '../../components/message-card.tsx';
import { PlainButton } from '../../components/plain-button.tsx';

/** Codes with a message of their own; any other or missing code gets the generic message. */
const KNOWN_CODES = [
  'userNotFound',
  'userDeactivated',
  'signInFailed',
  'signInUnreachable',
] as const;
type KnownCode = (typeof KNOWN_CODES)[number];

function messageKeyOf(code: string | null): `error>>${KnownCode | 'generic'}` {
  return KNOWN_CODES.includes(code as KnownCode) ? `error>>${code as KnownCode}` : 'error>>generic';
}

export function ErrorView({ code, signOut }: { code: string | null; signOut?: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageCard
      icon={<ErrorOutline color="error" />}
      title={t('error>>title')}
      action={
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          {/* A full page load from the root, not a client-side navigation: the app starts afresh. */}
          <PlainButton href="/">
            {/* The provider may be back in a moment: a new start is a new sign-in attempt. */}
            {code === 'signInUnreachable' ? t('error>>retry') : t('error>>reload')}
          </PlainButton>
          {signOut && <PlainButton onClick={signOut}>{t('error>>otherAccount')}</PlainButton>}
        </Box>
      }
    >
      <Typography variant="body1">{t(messageKeyOf(code))}</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {t('error>>contactAdmin')}
      </Typography>
    </MessageCard>
  );
}

/** /error?code=...: SPEC.md section 2's error page. */
export function ErrorPage() {
  const [searchParams] = useSearchParams();
  const auth = useContext(AuthContext);
  const code = searchParams.get('code');
  // Signed in as someone Kizuki does not know (or no longer lets in): the kept session would bring
  // them back here on every visit, so the way out is to end it (at the provider too).
  const signOut =
    (code === 'userNotFound' || code === 'userDeactivated') && auth
      ? () => void auth.signOut()
      : undefined;
  return <ErrorView code={code} signOut={signOut} />;
}
