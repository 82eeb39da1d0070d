/** The icon of each notification type (product.md §3: each type has an icon). */
import {
  Crown,
  Gift,
  Heart,
  ListOrdered,
  Megaphone,
  PartyPopper,
  Send,
  Sparkles,
  Star,
  Swords,
  Trophy,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationType } from '../../../shared/notifications';

export const NOTIFICATION_ICONS: Record<NotificationType, LucideIcon> = {
  team_challenged: Swords,
  challenge_sent: Send,
  received_cheer: Heart,
  first_cheer: Sparkles,
  milestone_cheer: PartyPopper,
  promoted_to_captain: Crown,
  player_added: UserPlus,
  score_available: ListOrdered,
  challenge_announced: Megaphone,
  award_won: Trophy,
  // The star marks jokers everywhere in the app.
  joker_assigned: Star,
  bonus_points_awarded: Gift,
};
