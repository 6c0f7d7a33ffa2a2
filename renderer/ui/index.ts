export { Banner, type BannerAction, type BannerProps, type BannerTone } from './feedback/banner';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './controls/button';
export { Chip, type ChipProps } from './controls/chip';
export { cx } from './class-names';
export { copyText, useCopy, type CopyStatus } from './clipboard';
export { Dialog, type DialogProps } from './controls/dialog';
export { EmptyState, type EmptyStateProps } from './feedback/empty-state';
export { ErrorPanel, type ErrorPanelProps } from './feedback/error-panel';
export { errorMeta, errorTitle } from './feedback/error-text';
export {
  Checkbox,
  Field,
  Select,
  TextInput,
  type CheckboxProps,
  type FieldProps,
  type SelectOption,
  type SelectProps,
  type TextInputProps,
} from './controls/field';
export * from './display/format';
export { IconButton, type IconButtonProps } from './controls/icon-button';
export * from './icons';
export * from './icons-more';
export { NumberInput, type NumberInputProps } from './controls/number-input';
export { LoadingSkeleton, type LoadingSkeletonProps } from './feedback/loading-skeleton';
export { JsonView, type JsonViewProps } from './display/json-view';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './controls/radio-group';
export { RangeField, type RangeFieldProps } from './controls/range-field';
export { RelativeTime, type RelativeTimeProps } from './display/relative-time';
export { Skeleton, type SkeletonProps } from './feedback/skeleton';
export { StaleDataNotice, type StaleDataNoticeProps } from './feedback/stale-data-notice';
export { Tabs, type TabItem, type TabsProps } from './controls/tabs';
export { isQualityTier, tierLabel, tierWordLabel } from './display/tier';
export { NOT_STATED, StatedValue, type StatedValueProps } from './display/stated-value';
export { sourceOf } from './display/source-of';
export { NotKnownValue, notKnownWords, type NotKnownValueProps, type NotKnownWords } from './display/not-known';
export { TierBadge, type TierBadgeProps } from './display/tier-badge';
export { Tooltip, type TooltipProps } from './controls/tooltip';
