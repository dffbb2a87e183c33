import type { SVGProps } from "react";
import type { IconName } from "./icon-names";
import sprite from "./icons.svg?url";

/** An icon: a reference into the site's sprite (icons.svg), drawn in the current text colour. */
export type IconComponent = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

/**
 * The component that draws `name`. The shapes live in the sprite, which the browser fetches once as an image and
 * caches: an icon costs a page a few bytes of markup, not its path data in JavaScript.
 */
function icon(name: IconName): IconComponent {
  const Icon = (props: SVGProps<SVGSVGElement>) => (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
  return Icon;
}

export const Archive = icon("archive");
export const ArrowDown = icon("arrow-down");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const AtSign = icon("at-sign");
export const Atom = icon("atom");
export const BadgeDollarSign = icon("badge-dollar-sign");
export const Blocks = icon("blocks");
export const BookOpen = icon("book-open");
export const Boxes = icon("boxes");
export const BrainCircuit = icon("brain-circuit");
export const Building2 = icon("building-complex");
export const CalendarDays = icon("calendar-days");
export const ChartColumn = icon("chart-column");
export const Check = icon("check");
export const CheckCircle2 = icon("circle-check");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleCheck = icon("circle-check");
export const CircleDashed = icon("circle-dashed");
export const CircleDot = icon("circle-dot");
export const Clock = icon("clock");
export const Code2 = icon("code-xml");
export const Coins = icon("coins");
export const Compass = icon("compass");
export const Copy = icon("copy");
export const Cpu = icon("cpu");
export const Database = icon("database");
export const DatabaseZap = icon("database-zap");
export const Download = icon("download");
export const ExternalLink = icon("external-link");
export const EyeOff = icon("eye-off");
export const Fingerprint = icon("fingerprint-pattern");
export const FlaskConical = icon("flask-conical");
export const FolderGit2 = icon("folder-git-2");
export const GitBranch = icon("git-branch");
export const GitFork = icon("git-fork");
export const GraduationCap = icon("graduation-cap");
export const History = icon("rotate-ccw-clock");
export const Home = icon("house");
export const KeyRound = icon("key-round");
export const Languages = icon("languages");
export const Layers = icon("layers");
export const LayoutGrid = icon("layout-grid");
export const Loader2 = icon("loader-circle");
export const Lock = icon("lock");
export const Mail = icon("mail");
export const Map = icon("map");
export const MapPin = icon("map-pin");
export const MessageCircle = icon("message-circle");
export const MessageSquare = icon("message-square");
export const MessagesSquare = icon("messages-square");
export const Microscope = icon("microscope");
export const Network = icon("network");
export const PenTool = icon("pen-tool");
export const Plug = icon("plug");
export const Rocket = icon("rocket");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const ShieldCheck = icon("shield-check");
export const Sigma = icon("sigma");
export const Sparkles = icon("sparkles");
export const Star = icon("star");
export const Users = icon("users");
export const X = icon("x");
export const ZoomIn = icon("zoom-in");
export const ZoomOut = icon("zoom-out");
