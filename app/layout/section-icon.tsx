import {
  Boxes,
  Building2,
  Code2,
  FlaskConical,
  Home,
  LayoutGrid,
  Microscope,
  Users,
  type IconComponent,
} from "../components/ui/icons";
import type { SectionId } from "../../content/sections";

export const sectionIcons: Record<SectionId | "home", IconComponent> = {
  home: Home,
  ecosystem: Boxes,
  research: FlaskConical,
  devhub: Code2,
  labs: Microscope,
  service: LayoutGrid,
  enterprise: Building2,
  community: Users,
};
