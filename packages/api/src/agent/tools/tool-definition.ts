import type { ActionPreview, Permission, Platform, RiskLevel } from '@erp-agent/core';
import type * as z from 'zod';
import type { ToolContext } from './tool-context.ts';

/** What a write will do, as its preview shows it; `title` is the one line a confirmation leads with. */
export interface ToolPreview {
  readonly title: string;
  readonly preview: ActionPreview;
}

interface ToolBase<Input, Output> {
  /** Oracle's AI connector names, where Oracle has the tool: `ns_runCustomSuiteQL`, `ns_getRecord`. */
  readonly name: string;
  /** A few words for people: tool progress, analytics, the MCP tool list. */
  readonly title: string;
  /** For a model choosing tools (the LLM planner, MCP clients): what it does and when to use it. */
  readonly description: string;
  /** zod (classic or mini, as core's wire schemas are): the runner validates with it, MCP and models read it. */
  readonly input: z.core.$ZodType<Input>;
  readonly output: z.core.$ZodType<Output>;
  /** The role permission the caller needs (core's permission table). */
  readonly permission: Permission;
  /** The ERP the tool works in, which the caller's platforms must include; NetSuite when left out. */
  readonly platform?: Platform;
  /** Runs the tool. A write tool runs only after the user confirmed its preview. */
  run(input: Input, context: ToolContext): Promise<Output>;
}

export interface ReadTool<Input = unknown, Output = unknown> extends ToolBase<Input, Output> {
  readonly risk: 'read';
}

/**
 * A tool that changes the ERP. It never runs when called: the runner asks it for a preview of
 * what it would do, computed from the account as it is now, and runs it only when the user
 * confirms that very preview.
 */
export interface WriteTool<Input = unknown, Output = unknown> extends ToolBase<Input, Output> {
  readonly risk: Exclude<RiskLevel, 'read'>;
  preview(input: Input, context: ToolContext): Promise<ToolPreview>;
  /** One sentence saying what was done, from the tool's output: `Created customer Acme Ltd (id 812).` */
  describeOutcome(output: Output, input: Input): string;
  /**
   * The word the confirmed write's reply opens with, before {@link describeOutcome}: `Done.` when
   * absent; a deploy says the seed's `Success.` (000 section 4: `Success. Deployed successfully.`).
   */
  readonly outcomeLead?: string;
  /** For a write that makes a SuiteCloud project: the project summary the reply shows. */
  project?(output: Output): ProjectSummary;
  /**
   * What a run cut short (its process killed) had already done, found in the ERP by the external
   * ids it derives from the confirmation (`context.actionId`): the output it would have returned,
   * or undefined when nothing was made. Without it, such a write is reported as unknown.
   */
  recover?(input: Input, context: ToolContext): Promise<Output | undefined>;
  /**
   * What the user is told when {@link recover} found the write not done; a create's sentence
   * (nothing was created) when absent.
   */
  readonly notDone?: string;
}

/** A written project as the seed's reply shows it (000 section 4, step 4). */
export interface ProjectSummary {
  readonly projectName: string;
  readonly projectPath: string;
  readonly createdFiles: readonly string[];
  readonly manifestPath: string;
  readonly scriptPreview?: string;
}

export type ToolDefinition<Input = unknown, Output = unknown> = ReadTool<Input, Output> | WriteTool<Input, Output>;

/**
 * Any tool, its types forgotten, as the registry holds them. Its input is only ever the value
 * its own schema parsed, which is what {@link asCallable} relies on.
 */
export interface AnyTool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly input: z.core.$ZodType;
  readonly output: z.core.$ZodType;
  readonly permission: Permission;
  readonly platform?: Platform;
  readonly risk: RiskLevel;
  run(input: never, context: ToolContext): Promise<unknown>;
}

/** The ERP a tool works in. */
export function toolPlatform(tool: Pick<AnyTool, 'platform'>): Platform {
  return tool.platform ?? 'netsuite';
}

/** The tool with its input checked by its own schema beforehand: the one place types are set aside. */
export function asCallable(tool: AnyTool): ToolDefinition<unknown, unknown> {
  return tool as unknown as ToolDefinition<unknown, unknown>;
}

export function isWriteTool<Input, Output>(tool: ToolDefinition<Input, Output>): tool is WriteTool<Input, Output> {
  return tool.risk !== 'read';
}

/** Declares a read tool with its types inferred from its schemas. */
export function readTool<Input, Output>(tool: ReadTool<Input, Output>): ReadTool<Input, Output> {
  return tool;
}

/** Declares a write tool with its types inferred from its schemas. */
export function writeTool<Input, Output>(tool: WriteTool<Input, Output>): WriteTool<Input, Output> {
  return tool;
}
