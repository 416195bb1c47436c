import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import NotificationImportantOutlined from '@mui/icons-material/NotificationImportantOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import SavedSearchOutlined from '@mui/icons-material/SavedSearchOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import type { NotificationKind } from '@kizuki/shared/rules';

/** Each kind of notice has its picture, as a phone's notices do. */
export const NOTIFICATION_ICONS = {
  approved: CheckCircleOutline,
  rejected: UndoOutlined,
  unpublished: VisibilityOffOutlined,
  unpublishedAfterReport: VisibilityOffOutlined,
  archived: VisibilityOffOutlined,
  deleted: VisibilityOffOutlined,
  reply: ChatBubbleOutlineOutlined,
  quote: FormatQuoteOutlined,
  inquiryAssigned: ContactSupportOutlined,
  inquiryAnswered: ContactSupportOutlined,
  taskAssigned: AssignmentOutlined,
  reactions: ThumbUpOutlined,
  safetyCase: HealthAndSafetyOutlined,
  contentReported: FlagOutlined,
  redacted: VisibilityOffOutlined,
  approvalDueTomorrow: ScheduleOutlined,
  approvalDueToday: AlarmOutlined,
  approvalEscalated: NotificationImportantOutlined,
  approvalEscalatedFromYou: NotificationImportantOutlined,
  savedSearch: SavedSearchOutlined,
} satisfies Record<NotificationKind, unknown>;
