import { PLATFORM_NAMES, PLATFORMS, type Platform } from '@erp-agent/core';

/** The ERP platforms a user may reach, as a group of checkboxes. */
export function PlatformChoices({
  value,
  onChange,
}: {
  value: readonly Platform[];
  onChange: (platforms: Platform[]) => void;
}) {
  return (
    <fieldset className="field choice-group">
      <legend className="field-label">PLATFORMS</legend>
      {PLATFORMS.map((platform) => (
        <label className="checkbox" key={platform}>
          <input
            type="checkbox"
            name="platforms"
            value={platform}
            checked={value.includes(platform)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, platform] : value.filter((chosen) => chosen !== platform))
            }
          />
          {PLATFORM_NAMES[platform]}
        </label>
      ))}
    </fieldset>
  );
}
