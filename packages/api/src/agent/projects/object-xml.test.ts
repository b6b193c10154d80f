import { describe, expect, it } from 'vitest';
import { renameObject, setRootField } from './object-xml.ts';

const WORKFLOW = [
  '<workflow scriptid="customworkflow_po_approval">',
  '  <name>PO &amp; Bill Approval</name>',
  '  <initconditions>',
  '    <formula><![CDATA[{total} < 5000 && <name>x</name>]]></formula>',
  '  </initconditions>',
  '  <!-- <releasestatus>SUSPENDED</releasestatus> -->',
  '  <workflowstates>',
  '    <workflowstate scriptid="workflowstate1">',
  '      <name>Pending</name>',
  '      <releasestatus/>',
  '      <tostate>[scriptid=customworkflow_po_approval.workflowstate2]</tostate>',
  '    </workflowstate>',
  '  </workflowstates>',
  '  <releasestatus>RELEASED</releasestatus>',
  '</workflow>',
  '',
].join('\n');

describe('setRootField', () => {
  it("changes the root's own field, not a state's of the same name, nor text in CDATA or a comment", () => {
    const renamed = setRootField(WORKFLOW, 'name', 'PO & Bill Approval (copy)');
    expect(renamed).toContain('  <name>PO &amp; Bill Approval (copy)</name>');
    expect(renamed).toContain('      <name>Pending</name>');
    expect(renamed).toContain('<![CDATA[{total} < 5000 && <name>x</name>]]>');
    const testing = setRootField(WORKFLOW, 'releasestatus', 'TESTING');
    expect(testing).toContain('  <releasestatus>TESTING</releasestatus>\n</workflow>');
    expect(testing).toContain('<!-- <releasestatus>SUSPENDED</releasestatus> -->');
    expect(testing).toContain('      <releasestatus/>');
  });

  it('adds the field at the top of the root when it has none, and fills an empty one', () => {
    const bare = '<?xml version="1.0"?>\n<workflow scriptid="customworkflow_x">\n  <name>X</name>\n</workflow>\n';
    expect(setRootField(bare, 'releasestatus', 'TESTING')).toBe(
      '<?xml version="1.0"?>\n<workflow scriptid="customworkflow_x">\n  <releasestatus>TESTING</releasestatus>\n  <name>X</name>\n</workflow>\n',
    );
    expect(setRootField('<workflow scriptid="customworkflow_x"><name/></workflow>', 'name', 'X')).toBe(
      '<workflow scriptid="customworkflow_x"><name>X</name></workflow>',
    );
  });
});

describe('renameObject', () => {
  it("moves the root's script id and the object's references to its own parts, and nothing longer", () => {
    const xml = `${WORKFLOW}<!-- customworkflow_po_approval_2 -->`;
    const copy = renameObject(xml, 'customworkflow_po_approval', 'customworkflow_po_approval_copy');
    expect(copy).toContain('<workflow scriptid="customworkflow_po_approval_copy">');
    expect(copy).toContain('[scriptid=customworkflow_po_approval_copy.workflowstate2]');
    expect(copy).toContain('customworkflow_po_approval_2');
    expect(copy).not.toMatch(/customworkflow_po_approval[^_]/);
  });
});
