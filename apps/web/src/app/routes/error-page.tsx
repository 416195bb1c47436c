import { Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessageCard } from '../../components/message-card.tsx';
import { PlainButton } from '../../components/plain-button.tsx';

/** Codes with a message of their own; any other or missing code gets the generic message. */
const KNOWN_CODES = ['userNotFound', 'signInFailed'] as const;
type KnownCode = (typeof KNOWN_CODES)[number];

function messageKeyOf(code: string | null): `error>>${KnownCode | 'generic'}` {
  return KNOWN_CODES.includes(code as KnownCode) ? `error>>${code as KnownCode}` : 'error>>generic';
}

export function ErrorView({ code }: { code: string | null }) {
  const { t } = useTranslation();
  return (
    <MessageCard
      icon={<ErrorOutline color="error" />}
      title={t('error>>title')}
      action={
        // A full page load from the root, not a client-side navigation: the app starts afresh.
        <PlainButton href="/">{t('error>>reload')}</PlainButton>
      }
    >
      <Typography variant="body1">{t(messageKeyOf(code))}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('error>>contactAdmin')}
      </Typography>
    </MessageCard>
  );
}

/** /error?code=...: SPEC.md section 2's error page. */
export function ErrorPage() {
  const [searchParams] = useSearchParams();
  return <ErrorView code={searchParams.get('code')} />;
}
