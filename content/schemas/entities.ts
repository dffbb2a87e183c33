import { z } from "zod";

/** The entity categories; each maps to a distinct icon in app/components/category/category-icon.tsx. */
export const CATEGORIES = [
  "Database Security",
  "Authentication",
  "Digital Signature",
  "Privacy Technology",
  "Layer 2 Solutions",
  "Quantum Technology",
  "Distributed Systems",
  "MPC",
  "Homomorphic Encryption",
  "Federated Learning",
  "Zero Knowledge",
  "Privacy Computing",
  "Blockchain Infrastructure",
] as const;
export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ids are kebab-case so they can be URL segments");

export const solutionSchema = z.object({
  id,
  name: z.string().min(1),
  logoUrl: z.string().startsWith("/"),
  status: z.enum(["active", "beta", "coming-soon"]),
  category: categorySchema,
  shortDescription: z.string().min(20),
  tags: z.array(z.string().min(1)).min(1),
});
export type Solution = z.infer<typeof solutionSchema>;

export const coreTechSchema = z.object({
  id,
  name: z.string().min(1),
  fullName: z.string().min(1),
  logoUrl: z.string().startsWith("/"),
  category: categorySchema,
  shortDescription: z.string().min(20),
  maturityLevel: z.enum(["Production", "Development", "Research"]),
  securityLevel: z.string().min(1),
  technicalHighlights: z.array(z.string().min(1)).min(1),
});
export type CoreTech = z.infer<typeof coreTechSchema>;

export const openSourceProjectSchema = z.object({
  id,
  name: z.string().min(1),
  logoUrl: z.string().startsWith("/"),
  category: categorySchema,
  shortDescription: z.string().min(20),
  maturityLevel: z.enum(["Research", "Beta", "Production"]),
  stars: z.number().int().nonnegative(),
  forks: z.number().int().nonnegative(),
  language: z.string().min(1),
  technicalHighlights: z.array(z.string().min(1)).min(1),
});
export type OpenSourceProject = z.infer<typeof openSourceProjectSchema>;

export const solutionListSchema = z.array(solutionSchema);
export const coreTechListSchema = z.array(coreTechSchema);
export const openSourceProjectListSchema = z.array(openSourceProjectSchema);
