"""The one model base: strict (unknown keys are errors), camelCase on the wire, documented fields."""

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel


class Model(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        alias_generator=to_camel,
        populate_by_name=True,
        use_attribute_docstrings=True,
        frozen=True,
        json_schema_serialization_defaults_required=True,
    )
